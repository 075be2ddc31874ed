import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import { useTranslation } from 'react-i18next';
import { ConfirmActionButton } from '@/components/confirm-action-button';

type SignOutMutation = { mutateAsync: (id: number) => Promise<{ message: string }>; isPending: boolean };

type SignOutEverywhereButtonProps = {
  account: { id: number; name: string };
  /** The feature's mutation of its own endpoint (users or students). */
  mutation: SignOutMutation;
};

/**
 * Signs an account out on every device after asking, for a lost phone or a shared computer: the row's
 * icon opens the question, its confirmation ends the sessions and toasts the server's message.
 */
export function SignOutEverywhereButton({ account, mutation }: SignOutEverywhereButtonProps) {
  const { t } = useTranslation();
  return (
    <ConfirmActionButton
      icon={<PhonelinkEraseIcon fontSize="small" />}
      texts={{
        tooltip: t('common.signOutEverywhere.tooltip'),
        label: t('common.signOutEverywhere.label', { name: account.name }),
        title: t('common.signOutEverywhere.title'),
        question: t('common.signOutEverywhere.confirm', { name: account.name }),
        submit: t('common.signOutEverywhere.submit'),
      }}
      onConfirm={() => mutation.mutateAsync(account.id)}
      isPending={mutation.isPending}
      progress={{ buttonLabel: t('common.signOutEverywhere.pending') }}
    />
  );
}
