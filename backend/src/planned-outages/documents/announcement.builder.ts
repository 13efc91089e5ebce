import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { PlannedOutageResponseDto } from '../dto/planned-outage-response.dto';
import { describeAddress } from './describe-address';
import { interruptionPeriod, polishDate } from '@portal/domain';

/** Who signs the notice and where people call: one place to change them. */
export const ANNOUNCEMENT_SENDER = {
  operatorName: 'Operator Systemu Dystrybucyjnego',
  hotline: '22 821 31 31',
} as const;

export function announcementFileName(id: number): string {
  return `ogloszenie-wylaczenie-${id}.docx`;
}

/** The notice's text, paragraph by paragraph: what the .docx shows, kept apart so it can be read and tested. */
export function announcementText(outage: PlannedOutageResponseDto, sender = ANNOUNCEMENT_SENDER) {
  return {
    operator: sender.operatorName,
    title: 'OGŁOSZENIE',
    subtitle: 'Planowana przerwa w dostawie energii elektrycznej',
    intro: `${sender.operatorName} uprzejmie informuje, że w związku z planowanymi pracami na sieci elektroenergetycznej nastąpi przerwa w dostawie energii elektrycznej`,
    period: `${interruptionPeriod(new Date(outage.outageStart), new Date(outage.outageEnd))}.`,
    addressesHeading: 'Przerwa obejmie następujące adresy:',
    addresses: outage.addresses.map(describeAddress),
    works: outage.comment ? `Zakres prac: ${outage.comment}` : null,
    safety: 'Prosimy o traktowanie wszystkich urządzeń elektrycznych jako będących pod napięciem przez cały czas trwania przerwy.',
    apology: 'Za utrudnienia przepraszamy.',
    hotline: `Informacje o przerwach w dostawie energii: całodobowa infolinia ${sender.hotline}.`,
    footer: `Nr wyłączenia: ${outage.id}. Data ogłoszenia: ${polishDate(outage.outageAnnouncement)}.`,
  };
}

/**
 * The notice a dispatcher prints and posts on a staircase board (staff spec §7 GET
 * /api/planned-outage/announcement/{id}), in Polish, with Warsaw times.
 */
export async function buildAnnouncement(outage: PlannedOutageResponseDto, sender = ANNOUNCEMENT_SENDER): Promise<Buffer> {
  const t = announcementText(outage, sender);
  const text = (value: string, options: { bold?: boolean; size?: number } = {}) => new TextRun({ text: value, bold: options.bold, size: options.size ?? 26 });
  const paragraph = (value: string, options: { bold?: boolean; size?: number; center?: boolean; after?: number } = {}) =>
    new Paragraph({
      children: [text(value, options)],
      alignment: options.center ? AlignmentType.CENTER : AlignmentType.LEFT,
      spacing: { after: options.after ?? 160 },
    });
  const doc = new Document({
    creator: sender.operatorName,
    title: `${t.title}: ${t.subtitle}`,
    styles: { default: { document: { run: { font: 'Arial' } } } },
    sections: [
      {
        children: [
          paragraph(t.operator, { bold: true, center: true, size: 24, after: 400 }),
          new Paragraph({
            heading: HeadingLevel.TITLE,
            alignment: AlignmentType.CENTER,
            children: [text(t.title, { bold: true, size: 56 })],
            spacing: { after: 120 },
          }),
          paragraph(t.subtitle, { bold: true, center: true, size: 32, after: 400 }),
          paragraph(t.intro),
          paragraph(t.period, { bold: true, size: 32, center: true, after: 300 }),
          paragraph(t.addressesHeading, { bold: true }),
          ...t.addresses.map((a) => new Paragraph({ children: [text(a)], bullet: { level: 0 }, spacing: { after: 60 } })),
          ...(t.works ? [paragraph(t.works, { after: 240 })] : [paragraph('', { after: 120 })]),
          paragraph(t.safety, { bold: true }),
          paragraph(t.apology),
          paragraph(t.hotline, { bold: true }),
          paragraph(t.footer, { size: 18 }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
