// The texts of the information pages (about, FAQ, privacy policy, open data): the `info` area (i18n/info), loaded with
// each page, so the site's first load does not carry them.
import { Link } from 'wouter';
import type { MessageId } from '../i18n/i18n';
import { t } from '../i18n/i18n';
import { richText, type RichTags } from '../i18n/rich-text';
import { texts } from '../texts';

/** What the tags of the information pages' messages become (i18n/rich-text.tsx). */
const INFO_TAGS: RichTags = {
  strong: (content) => <strong>{content}</strong>,
  code: (content) => <code>{content}</code>,
  // A Polish name or label inside a translated sentence (an office, the Atom feed's own word), marked for screen readers.
  pl: (content) => <span lang="pl-PL">{content}</span>,
  hotline: () => <a href={texts.footer.hotlineHref}>{texts.footer.hotline}</a>,
  faq: (content) => <Link to="/public/faq">{content}</Link>,
  about: (content) => <Link to="/public/about">{content}</Link>,
  stats: (content) => <Link to="/public/statystyki">{content}</Link>,
  smsGuide: (content) => <a href="/public/instrukcja_sms.pdf">{content}</a>,
  terms: (content) => <a href="/public/regulamin_notyfikacje.pdf">{content}</a>,
  licence: (content) => (
    <a href={t('info.openData.licenceUrl')} rel="license">
      {content}
    </a>
  ),
};

/** A message of the `info` area with its marked-up parts rendered. */
export const infoText = (id: MessageId) => richText(t(id), INFO_TAGS);
