import { useId, useState } from 'react';
import { ChevronDownIcon } from '../components/icons';
import { useDocumentTitle } from '../components/use-document-title';
import { t } from '../i18n/i18n';
import { FAQ, type FaqEntry } from './content/faq';
import { infoText } from './info-texts';

/**
 * /public/faq (spec §2): an expandable list. Each question is a button with aria-expanded that shows
 * its answer (the disclosure pattern), inside a heading so screen-reader users can jump between them.
 */
export default function FaqPage() {
  useDocumentTitle(t('info.faq.title'));
  return (
    <section className="page-section text-page" aria-labelledby="faq-title">
      <h1 id="faq-title">{t('info.faq.title')}</h1>
      <ul className="faq">
        {FAQ.map((entry) => (
          <FaqItem key={entry.question} entry={entry} />
        ))}
      </ul>
    </section>
  );
}

function FaqItem({ entry }: { entry: FaqEntry }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className="faq__item">
      <h2 className="faq__question">
        <button type="button" className="faq__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
          <span>{t(entry.question)}</span>
          <ChevronDownIcon />
        </button>
      </h2>
      <div id={id} className="faq__answer" hidden={!open}>
        {entry.paragraphs?.map((id) => (
          <p key={id}>{infoText(id)}</p>
        ))}
        {entry.items && (
          <ul>
            {entry.items.map((id) => (
              <li key={id}>{infoText(id)}</li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
