export { AdminLayout, HubLayout } from './AdminLayout';
export { ShellLayout } from './ShellLayout';
export { AdminMenu, HubMenu } from './Menu';
export { AppAppBar, AppUserMenu } from './AppBar';
export { Footer } from './Footer';
