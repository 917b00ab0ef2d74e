/** Catches a render failure of the LIMS screen: 'Something went wrong' with a Refresh Page button. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, AlertTitle, Button } from '@mui/material';

export interface LimsErrorBoundaryProps {
  children: ReactNode;
  texts: { title: string; text: string; refresh: string };
  /** what Refresh Page does (default: reload the page) */
  onRefresh?: () => void;
}

interface State {
  failed: boolean;
}

export class LimsErrorBoundary extends Component<LimsErrorBoundaryProps, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('LIMS screen failed to render', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const { texts, onRefresh } = this.props;
    return (
      <Alert
        severity="error"
        role="alert"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={onRefresh ?? (() => window.location.reload())}>
            {texts.refresh}
          </Button>
        }
      >
        <AlertTitle>{texts.title}</AlertTitle>
        {texts.text}
      </Alert>
    );
  }
}
