/**
 * The named calls of the signed-in user's own account and notifications (operations 7: the notification bell,
 * the password and profile drawers, the signed-out page's deactivation request), on the same data provider.
 */
import type { AdminNotification, UserAccount } from '../../contract/types';
import { callById } from '../../contract/calls';
import { en } from '../i18n/en';
import { fillPath } from './contractMethods';
import { answerMessage, request } from './http';
import { rowsOf } from './rows';
import { getSession, updateSession } from './session';

export interface AccountMethods {
  getUnreadNotifications(): Promise<AdminNotification[]>;
  markNotificationsRead(ids: number[]): Promise<void>;
  changePassword(p: { old_password: string; new_password1: string; new_password2: string }): Promise<string>;
  updateAccount(
    id: number,
    p: {
      username: string;
      email: string;
      is_active?: boolean;
      branch_manager?: boolean;
      profile_pic?: File | null;
    },
  ): Promise<UserAccount>;
  requestAccountDeactivation(p: { phonecontact: string; reason_ofdeaction: string }): Promise<string>;
}

export const accountMethods: AccountMethods = {
  async getUnreadNotifications(): Promise<AdminNotification[]> {
    const body = await request(callById('adminnotification.unread').path, {
      query: { read: false },
      fallback: en.auth.errors.notifications_load,
    });
    return rowsOf(body) as unknown as AdminNotification[];
  },

  async markNotificationsRead(ids: number[]): Promise<void> {
    await Promise.all(
      ids.map((id) =>
        request(fillPath(callById('adminnotification.read'), { id }), {
          method: 'PUT',
          body: { read: true },
          fallback: en.auth.errors.save,
        }),
      ),
    );
  },

  async changePassword(p): Promise<string> {
    const username = getSession()?.account.username ?? '';
    const answer = await request(callById('passwordchange').path, {
      method: 'POST',
      body: { ...p, username },
      fallback: en.auth.errors.password_change,
    });
    return answerMessage(answer, '');
  },

  async updateAccount(id, p): Promise<UserAccount> {
    // the documented PUT carries is_active and branch_manager too: a backend may read a missing flag as false (the
    // user would deactivate or demote themselves), so a caller that leaves them out sends the stored values
    let stored: Partial<UserAccount> = {};
    if (p.is_active === undefined || p.branch_manager === undefined)
      stored = await request<UserAccount>(fillPath(callById('account.get/'), { id }), {
        fallback: en.auth.errors.account_update,
      });
    const body: Record<string, unknown> = {
      username: p.username,
      email: p.email,
      is_active: p.is_active ?? stored.is_active ?? true,
      branch_manager: p.branch_manager ?? stored.branch_manager ?? false,
    };
    if (typeof Blob !== 'undefined' && p.profile_pic instanceof Blob) body.profile_pic = p.profile_pic;
    const answer = await request<UserAccount>(fillPath(callById('account.put'), { id }), {
      method: 'PUT',
      body,
      fallback: en.auth.errors.account_update,
    });
    const session = getSession();
    const account: UserAccount =
      answer && typeof answer === 'object' && 'id' in answer
        ? answer
        : ({ ...(session?.account ?? {}), ...body, id } as unknown as UserAccount);
    if (session && session.account.id === id) updateSession({ account: { ...session.account, ...account } });
    return account;
  },

  async requestAccountDeactivation(p): Promise<string> {
    const answer = await request(callById('requestaccount_deactivation').path, {
      method: 'POST',
      body: p,
      auth: false,
      fallback: en.auth.errors.deactivation_request,
    });
    return answerMessage(answer, '');
  },
};
