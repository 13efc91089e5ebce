import { useDocumentTitle } from '../components/use-document-title';
import { pollTexts } from './poll-texts';
import { PollForm } from './PollForm';

/** /public/poll 'Ankieta' (spec §2). Loaded on demand with react-hook-form; the captcha widget loads later still. */
export default function PollPage() {
  useDocumentTitle(pollTexts.title);
  return (
    <section className="page-section poll-page" aria-labelledby="poll-title">
      <h1 id="poll-title">{pollTexts.title}</h1>
      <p className="lead">{pollTexts.intro}</p>
      <PollForm />
    </section>
  );
}
