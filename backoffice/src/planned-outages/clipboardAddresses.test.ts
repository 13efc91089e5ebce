import { parseClipboardAddresses, parseTabularText } from './clipboardAddresses';

describe("clipboard addresses (spec §5: a column titled '[PPE] Adres')", () => {
  it.each<[string, string, string[] | null]>([
    ['one column with the header', '[PPE] Adres\nMarszałkowska 1, Warszawa\nPuławska 10, Warszawa', ['Marszałkowska 1, Warszawa', 'Puławska 10, Warszawa']],
    [
      'the address column among others, CR LF line ends, trailing line break',
      'PPE\t[PPE] Adres\tTaryfa\r\n590001\tGrójecka 5, Warszawa\tG11\r\n590002\tKlonowa 3 (W)\tG12\r\n',
      ['Grójecka 5, Warszawa', 'Klonowa 3 (W)'],
    ],
    ['header in another case and with extra spaces', '  [ppe]   adres \nKoszykowa 7', ['Koszykowa 7']],
    ['a title row above the header', 'Raport PPE\t\n[PPE] Adres\t\nWilcza 2\t', ['Wilcza 2']],
    ['empty cells and blank rows are skipped', '[PPE] Adres\tX\n\t1\n\nHoża 1\t2\n   \t3', ['Hoża 1']],
    ['short rows without the column', 'A\tB\t[PPE] Adres\nx\nx\ty\tŚniadeckich 4', ['Śniadeckich 4']],
    ['a quoted cell with a line break and quotes (spreadsheet style)', '[PPE] Adres\tN\n"Al. ""Solidarności""\n12"\t1', ['Al. "Solidarności" 12']],
    ['no header row', 'Marszałkowska 1\nPuławska 10', null],
    ['a similar but different title', 'Adres PPE\nMarszałkowska 1', null],
    ['comma-separated instead of tab-separated', 'PPE,[PPE] Adres\n1,Marszałkowska 1', null],
    ['only the header', '[PPE] Adres\n', null],
    ['nothing', '', null],
  ])('%s', (_case, text, addresses) => {
    expect(parseClipboardAddresses(text)).toEqual(addresses === null ? { ok: false } : { ok: true, addresses });
  });

  it('splits rows and cells like a spreadsheet copy', () => {
    expect(parseTabularText('a\tb\r\n"c\td"\t\n')).toEqual([
      ['a', 'b'],
      ['c\td', ''],
    ]);
  });
});
