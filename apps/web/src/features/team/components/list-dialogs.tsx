import { teamTexts as t } from '@timeapp/domain/team-texts';
import { Suspense, type ReactNode } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { ErrorDialog } from '../../../components/ui/error-dialog';
import { Modal } from '../../../components/ui/modal';
import { PageLoader } from '../../../components/ui/page-loader';

type Props<T extends { name: string }> = {
  /** The add or edit form's title; null while no form is open. */
  formTitle: string | null;
  /** The (lazy) form, shown while formTitle is set. */
  form: ReactNode;
  onCloseForm: () => void;
  /** What is being removed, asked about first. */
  removing: T | null;
  removeQuestion: (name: string) => string;
  onCancelRemove: () => void;
  onRemove: (item: T) => void;
  /** The server's refusal of a removal, in its words. */
  failure: string | null;
  onCloseFailure: () => void;
};

/**
 * The dialogs of an editable list of the team screen (members, services): its add or edit form,
 * the question before a removal, and a refused removal's reason.
 */
export function ListDialogs<T extends { name: string }>(p: Props<T>) {
  return (
    <>
      <Modal
        closeButtonProps={{ 'aria-label': t.close }}
        opened={p.formTitle !== null}
        onClose={p.onCloseForm}
        title={p.formTitle}
        size="lg"
        centered
      >
        {p.formTitle !== null && <Suspense fallback={<PageLoader />}>{p.form}</Suspense>}
      </Modal>
      <ConfirmModal
        opened={p.removing !== null}
        title={t.confirmTitle}
        text={p.removing ? p.removeQuestion(p.removing.name) : ''}
        onNo={p.onCancelRemove}
        onYes={() => {
          if (p.removing) p.onRemove(p.removing);
          p.onCancelRemove();
        }}
      />
      <ErrorDialog message={p.failure} onClose={p.onCloseFailure} />
    </>
  );
}
