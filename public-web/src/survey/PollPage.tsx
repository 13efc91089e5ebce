import { useDocumentTitle } from '../components/use-document-title';
import { texts } from '../texts';
import { PollForm } from './PollForm';

/** /public/poll 'Ankieta' (spec §2). Loaded on demand with react-hook-form; the captcha widget loads later still. */
export default function PollPage() {
  useDocumentTitle(texts.poll.title);
  return (
    <section className="page-section poll-page" aria-labelledby="poll-title">
      <h1 id="poll-title">{texts.poll.title}</h1>
      <p className="lead">{texts.poll.intro}</p>
      <PollForm />
    </section>
  );
}
