#!/usr/bin/env node
// Writes the two documents the public menu links to (spec §2):
//   public/public/regulamin_notyfikacje.pdf  terms of the notification service
//   public/public/instrukcja_sms.pdf         how to get (and stop) SMS alerts
// Vite copies public/ to the root of dist/, so the server answers them at /public/*.pdf.
// The files are committed; run this only after changing a text here:
//   node public-web/scripts/generate-pdfs.mjs
// The font (DejaVu Sans, for Polish letters) is embedded as a subset. Output is reproducible: a fixed
// creation date, so regenerating unchanged texts changes no bytes.
import { createWriteStream, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

const here = dirname(fileURLToPath(import.meta.url));
const OUT = join(here, '..', 'public', 'public');
const FONT_DIR = process.env.PDF_FONT_DIR ?? '/usr/share/fonts/truetype/dejavu';
const FONTS = { regular: join(FONT_DIR, 'DejaVuSans.ttf'), bold: join(FONT_DIR, 'DejaVuSans-Bold.ttf') };
/** The texts' date: bump it when the texts change. */
const EDITION = new Date('2026-11-20T12:00:00Z');
const BLUE = '#1256a6';
const TEXT = '#1d2733';
const MUTED = '#525f6d';

for (const path of Object.values(FONTS)) {
  if (!existsSync(path)) {
    console.error(`Font not found: ${path}. Install fonts-dejavu-core or set PDF_FONT_DIR.`);
    process.exit(1);
  }
}

/** A document as data: a title, a subtitle and blocks (headings, paragraphs, lists, notes). */
const DOCUMENTS = [
  {
    file: 'regulamin_notyfikacje.pdf',
    title: 'Regulamin usługi powiadomień o wyłączeniach i awariach',
    subject: 'Zasady korzystania z bezpłatnych powiadomień e-mail i SMS Portalu awarii i wyłączeń',
    blocks: [
      ['h', '§ 1. Postanowienia ogólne'],
      [
        'ol',
        [
          'Regulamin określa zasady korzystania z usługi powiadomień o planowanych wyłączeniach i awariach zasilania, świadczonej w Portalu awarii i wyłączeń (dalej: Portal).',
          'Usługę świadczy Operator Systemu Dystrybucyjnego prowadzący Portal (dalej: Operator). Usługa jest bezpłatna.',
          'Użytkownik to osoba, która założyła konto w Portalu i korzysta z powiadomień.',
          'Adres obserwowany to adres dodany przez Użytkownika w zakładce „Moje adresy” i oznaczony jako „Obserwowany”.',
          'Powiadomienie to wiadomość e-mail lub SMS z informacją o planowanym wyłączeniu albo awarii dotyczącej adresu obserwowanego.',
        ],
      ],
      ['h', '§ 2. Zakres usługi'],
      [
        'ol',
        [
          'Operator wysyła powiadomienia o planowanych wyłączeniach zasilania oraz o awariach, które obejmują adresy obserwowane Użytkownika.',
          'Użytkownik wybiera kanał powiadomień w ustawieniach konta: e-mail, SMS albo oba.',
          'Powiadomienia mają charakter informacyjny. Terminy wyłączeń i czas usunięcia awarii mogą się zmienić, a planowane wyłączenie może zostać odwołane bez uprzedzenia.',
          'Usługa nie zastępuje ogłoszeń o wyłączeniach publikowanych w sposób przewidziany przepisami ani zgłoszenia awarii.',
        ],
      ],
      ['h', '§ 3. Warunki korzystania'],
      [
        'ol',
        [
          'Do korzystania z usługi potrzebne są: konto w Portalu z potwierdzonym adresem e-mail, zgoda na przetwarzanie danych w celu wysyłania powiadomień oraz co najmniej jeden adres obserwowany.',
          'Powiadomienia SMS wymagają podania w ustawieniach konta numeru telefonu komórkowego w polskiej sieci (9 cyfr).',
          'Dodając adres, Użytkownik oświadcza, że jest odbiorcą energii elektrycznej pod tym adresem.',
          'Do korzystania z Portalu potrzebne jest urządzenie z dostępem do internetu i aktualną przeglądarką internetową.',
        ],
      ],
      ['h', '§ 4. Obowiązki Użytkownika'],
      [
        'ol',
        [
          'Użytkownik podaje prawdziwe dane i aktualizuje je w ustawieniach konta, w szczególności adres e-mail i numer telefonu.',
          'Użytkownik nie podaje cudzego numeru telefonu ani adresu e-mail bez zgody ich właściciela.',
          'Użytkownik chroni hasło do konta i nie udostępnia go innym osobom.',
        ],
      ],
      ['h', '§ 5. Rezygnacja z usługi'],
      [
        'ol',
        [
          'Użytkownik może w każdej chwili wyłączyć wybrany kanał powiadomień w ustawieniach konta, przestać obserwować adres albo usunąć go z listy.',
          'Link „Zrezygnuj” w ustawieniach konta wycofuje zgodę na powiadomienia i wyłącza wszystkie kanały. Z powiadomień e-mail można też zrezygnować linkiem w otrzymanej wiadomości.',
          'Przycisk „Usuń konto” w ustawieniach konta kończy korzystanie z usługi i usuwa dane osobowe Użytkownika.',
        ],
      ],
      ['h', '§ 6. Odpowiedzialność'],
      [
        'ol',
        [
          'Operator dokłada starań, aby powiadomienia docierały na czas, ale nie odpowiada za opóźnienia lub niedoręczenie wiadomości z przyczyn leżących po stronie operatorów telekomunikacyjnych, dostawców poczty elektronicznej lub Użytkownika (np. błędny numer, pełna skrzynka).',
          'W sytuacji zagrożenia życia lub zdrowia należy niezwłocznie zadzwonić pod numer 22 821 31 31 albo 112, nie czekając na powiadomienie.',
        ],
      ],
      ['h', '§ 7. Dane osobowe'],
      [
        'p',
        'Administratorem danych osobowych Użytkownika jest Operator Systemu Dystrybucyjnego, administrator danych. Zasady przetwarzania danych, okresy ich przechowywania i prawa Użytkownika opisuje Polityka prywatności dostępna w Portalu pod adresem /public/privacy-policy.',
      ],
      ['h', '§ 8. Reklamacje'],
      [
        'p',
        'Reklamacje dotyczące usługi można składać Operatorowi pisemnie lub elektronicznie, opisując problem i podając adres e-mail konta. Operator odpowiada na reklamację w ciągu 14 dni od jej otrzymania.',
      ],
      ['h', '§ 9. Zmiany regulaminu'],
      [
        'ol',
        [
          'Operator może zmienić regulamin z ważnych przyczyn, w szczególności zmiany przepisów lub zakresu usługi.',
          'O zmianie Operator informuje Użytkowników e-mailem co najmniej 14 dni przed jej wejściem w życie. Użytkownik, który nie akceptuje zmian, może zrezygnować z usługi.',
          'Regulamin obowiązuje od dnia udostępnienia go w Portalu.',
        ],
      ],
    ],
  },
  {
    file: 'instrukcja_sms.pdf',
    title: 'Powiadomienia SMS – instrukcja',
    subject: 'Jak otrzymywać SMS-y o wyłączeniach i awariach zasilania pod swoim adresem i jak z nich zrezygnować',
    blocks: [
      [
        'p',
        'Powiadomienia SMS informują o planowanych wyłączeniach i awariach zasilania pod adresami, które obserwujesz. Usługa jest bezpłatna, a odbieranie wiadomości nic nie kosztuje.',
      ],
      ['h', '1. Załóż konto'],
      [
        'ol',
        [
          'W Portalu awarii i wyłączeń kliknij „Zaloguj się”, a następnie „Zarejestruj się”.',
          'Podaj imię i nazwisko, adres e-mail oraz hasło: co najmniej 8 znaków, mała i duża litera, cyfra i znak specjalny.',
        ],
      ],
      ['h', '2. Potwierdź adres e-mail'],
      [
        'p',
        'Otwórz wiadomość od Portalu i kliknij link potwierdzający. Jeśli jej nie widzisz, sprawdź folder spam i poprawność wpisanego adresu. Zalogujesz się dopiero po potwierdzeniu adresu.',
      ],
      ['h', '3. Włącz powiadomienia SMS'],
      [
        'ol',
        [
          'Zaloguj się i z menu konta wybierz „Ustawienia konta”.',
          'Zaznacz zgodę na przetwarzanie danych – bez niej pola powiadomień są nieaktywne.',
          'Zaznacz „Powiadomienia SMS” i wpisz numer telefonu komórkowego: 9 cyfr, bez +48.',
          'Kliknij „Zapisz zmiany”.',
        ],
      ],
      ['h', '4. Dodaj adresy, które chcesz obserwować'],
      [
        'ol',
        [
          'Z menu konta wybierz „Moje adresy”.',
          'Na karcie nowego adresu wyszukaj ulicę i numer domu, a potem kliknij „Zapisz”.',
          'Potwierdź, że jesteś odbiorcą energii elektrycznej pod tym adresem.',
          'Upewnij się, że na karcie adresu zaznaczone jest pole „Obserwowany”. Możesz obserwować kilka adresów, np. dom i działkę.',
        ],
      ],
      ['h', '5. Jak wyglądają wiadomości'],
      ['p', 'SMS podaje rodzaj zdarzenia, adres i przewidywany czas. Przykłady:'],
      ['note', 'Planowane wyłączenie prądu: Warszawa, ul. Przykładowa 10, 12.03 od 08:00 do 14:00. Szczegóły na mapie Portalu awarii i wyłączeń.'],
      ['note', 'Awaria zasilania: Warszawa, ul. Przykładowa 10. Trwa usuwanie awarii, przewidywane zakończenie 18:30.'],
      [
        'p',
        'Podane godziny są orientacyjne i mogą się zmienić. Portal nie prosi w SMS-ach o hasła, dane karty ani opłaty – takie wiadomości nie pochodzą od nas.',
      ],
      ['h', '6. Jak zrezygnować'],
      [
        'ul',
        [
          'Tylko z SMS-ów: w „Ustawieniach konta” odznacz „Powiadomienia SMS” i kliknij „Zapisz zmiany”.',
          'Z jednego adresu: w „Moich adresach” odznacz „Obserwowany” albo usuń adres.',
          'Ze wszystkich powiadomień: w „Ustawieniach konta” kliknij „Zrezygnuj”.',
          'Z konta: w „Ustawieniach konta” kliknij „Usuń konto” – usuwamy wtedy Twoje dane osobowe.',
        ],
      ],
      ['h', 'Ważne'],
      [
        'p',
        'W sytuacji zagrożenia życia lub zdrowia nie czekaj na SMS – dzwoń pod numer 22 821 31 31 (całą dobę) albo 112. Zasady usługi opisuje Regulamin usługi powiadomień (/public/regulamin_notyfikacje.pdf).',
      ],
    ],
  },
];

function render({ file, title, subject, blocks }) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 64, bottom: 64, left: 64, right: 64 },
    pdfVersion: '1.7',
    bufferPages: true,
    lang: 'pl-PL',
    displayTitle: true,
    info: {
      Title: title,
      Subject: subject,
      Author: 'Operator Systemu Dystrybucyjnego',
      Creator: 'Portal awarii i wyłączeń',
      CreationDate: EDITION,
      ModDate: EDITION,
    },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const done = new Promise((resolve, reject) => {
    const out = createWriteStream(join(OUT, file));
    out.on('finish', resolve);
    out.on('error', reject);
    doc.pipe(out);
  });
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  doc.font('bold').fontSize(9).fillColor(BLUE).text('PORTAL AWARII I WYŁĄCZEŃ', { characterSpacing: 1 });
  doc.moveDown(0.6);
  doc.font('bold').fontSize(20).fillColor(TEXT).text(title, { lineGap: 2 });
  doc.moveDown(0.3);
  doc.font('regular').fontSize(10.5).fillColor(MUTED).text(subject, { lineGap: 1.5 });
  doc.moveDown(0.5);
  doc
    .moveTo(doc.page.margins.left, doc.y)
    .lineTo(doc.page.margins.left + width, doc.y)
    .lineWidth(2)
    .strokeColor(BLUE)
    .stroke();
  doc.moveDown(1);

  for (const [kind, content] of blocks) {
    if (kind === 'h') {
      // Keep a heading with at least a few lines of what follows.
      if (doc.y > doc.page.height - doc.page.margins.bottom - 90) doc.addPage();
      doc.moveDown(0.6).font('bold').fontSize(13).fillColor(BLUE).text(content);
      doc.moveDown(0.35);
    } else if (kind === 'p') {
      doc.font('regular').fontSize(10.5).fillColor(TEXT).text(content, { lineGap: 2.5, align: 'left' });
      doc.moveDown(0.5);
    } else if (kind === 'ol' || kind === 'ul') {
      doc.font('regular').fontSize(10.5).fillColor(TEXT);
      doc.list(content, { listType: kind === 'ol' ? 'numbered' : 'bullet', bulletRadius: 2.2, textIndent: 16, indent: 16, lineGap: 2.5, paragraphGap: 4 });
      doc.moveDown(0.5);
    } else if (kind === 'note') {
      const x = doc.page.margins.left;
      const textHeight = doc
        .font('regular')
        .fontSize(10.5)
        .heightOfString(content, { width: width - 28, lineGap: 2 });
      if (doc.y + textHeight + 20 > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const top = doc.y;
      doc.rect(x, top, width, textHeight + 18).fill('#e8f0fa');
      doc.rect(x, top, 4, textHeight + 18).fill(BLUE);
      doc.fillColor(TEXT).text(content, x + 16, top + 9, { width: width - 28, lineGap: 2 });
      doc.x = x;
      doc.y = top + textHeight + 18;
      doc.moveDown(0.6);
    }
  }

  // Page numbers, once the length is known.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Below the bottom margin: lift the margin while writing, or pdfkit would start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8.5).fillColor(MUTED);
    doc.text(`${title} · strona ${i + 1} z ${range.count}`, doc.page.margins.left, doc.page.height - 40, { width, align: 'center', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}

for (const document of DOCUMENTS) {
  await render(document);
  console.log(`Wrote ${join(OUT, document.file)}`);
}
