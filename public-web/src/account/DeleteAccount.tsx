import { useState } from 'react';
import { PageModal } from './PageModal';
import { useToast } from '../toast/toast-context';
import { accountApi } from './account-api';
import { accountTexts } from './account-texts';

const t = accountTexts.settings;

/** 'Usuń konto' with its confirmation 'Na pewno chcesz usunąć konto?' Tak / Anuluj (spec §2, §4). */
export function DeleteAccount({ onDeleted }: { onDeleted: () => Promise<void> }) {
  const [asking, setAsking] = useState(false);
  const [working, setWorking] = useState(false);
  const showToast = useToast();

  const remove = async () => {
    setWorking(true);
    try {
      await accountApi.anonymize();
      setAsking(false);
      await onDeleted();
    } catch {
      setWorking(false);
      showToast({ severity: 'error', text: accountTexts.unknownError });
    }
  };

  return (
    <div className="delete-account">
      <button type="button" className="link-button link-button--danger" onClick={() => setAsking(true)}>
        {t.deleteAccount}
      </button>
      <PageModal open={asking} labelledBy="delete-account-title" describedBy="delete-account-text" onEscape={() => setAsking(false)}>
        <h2 id="delete-account-title" className="modal__title">
          {t.deleteQuestion}
        </h2>
        <p id="delete-account-text">{t.deleteText}</p>
        <div className="modal__actions">
          <button type="button" className="button button--outline" onClick={() => setAsking(false)}>
            {t.cancel}
          </button>
          <button type="button" className="button button--side" disabled={working} onClick={() => void remove()}>
            {t.yes}
          </button>
        </div>
      </PageModal>
    </div>
  );
}
