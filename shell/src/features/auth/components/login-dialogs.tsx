import { ShellQueryProvider } from '../../../lib/shell-queries/shell-query-provider';
import { FrameAntdProviders } from '../../theme';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { NewPasswordDialog } from './new-password-dialog';

interface LoginDialogsProps {
  resetOpen: boolean;
  /** The e-mail typed on the login form: the forgot-password dialog starts with it. */
  typedEmail: string;
  onResetClose(): void;
  /** The token of a password-reset link (/login?resetToken=…), while it is in the address. */
  resetToken: string | null;
  onNewPasswordClose(): void;
}

/** The login page's dialogs with antd, loaded the first time one is opened (issue 16). */
export function LoginDialogs({
  resetOpen,
  typedEmail,
  onResetClose,
  resetToken,
  onNewPasswordClose,
}: LoginDialogsProps) {
  return (
    <FrameAntdProviders>
      <ShellQueryProvider>
        <ForgotPasswordDialog open={resetOpen} initialEmail={typedEmail} onClose={onResetClose} />
        {resetToken && <NewPasswordDialog token={resetToken} onClose={onNewPasswordClose} />}
      </ShellQueryProvider>
    </FrameAntdProviders>
  );
}
