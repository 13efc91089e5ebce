import type { MessageId } from '../../i18n/i18n';

/** One question: its answer is paragraphs or a list, each a message of the `info` area (i18n/info). */
export interface FaqEntry {
  question: MessageId;
  paragraphs?: readonly MessageId[];
  items?: readonly MessageId[];
}

/**
 * The FAQ (spec §2: 11 questions about outages; §9: the legal limits it states). The limits are those
 * of the Polish grid-code regulation for households and small businesses (connection groups IV–V).
 */
export const FAQ: readonly FaqEntry[] = [
  { question: 'info.faq.report.question', paragraphs: ['info.faq.report.p1', 'info.faq.report.p2'] },
  { question: 'info.faq.check.question', items: ['info.faq.check.item1', 'info.faq.check.item2', 'info.faq.check.item3', 'info.faq.check.item4'] },
  { question: 'info.faq.known.question', paragraphs: ['info.faq.known.p1'] },
  { question: 'info.faq.single.question', paragraphs: ['info.faq.single.p1'] },
  { question: 'info.faq.yearly.question', paragraphs: ['info.faq.yearly.p1'] },
  { question: 'info.faq.notice.question', paragraphs: ['info.faq.notice.p1'] },
  { question: 'info.faq.long.question', items: ['info.faq.long.item1', 'info.faq.long.item2'] },
  { question: 'info.faq.cancelled.question', paragraphs: ['info.faq.cancelled.p1'] },
  { question: 'info.faq.alerts.question', paragraphs: ['info.faq.alerts.p1'] },
  { question: 'info.faq.danger.question', paragraphs: ['info.faq.danger.p1'] },
  { question: 'info.faq.accuracy.question', paragraphs: ['info.faq.accuracy.p1'] },
  { question: 'info.faq.compensation.question', paragraphs: ['info.faq.compensation.p1'] },
];
