// Messages with marked-up parts: a link, a stressed phrase, a phone number inside a sentence. The translation keeps the
// whole sentence and marks the parts with tags (`Zobacz <stats>statystyki</stats>.`, `<hotline/>`), so each language
// puts them where its grammar wants them; the code says what each tag becomes. Only code outside the first load imports
// this module.
import { Fragment, type ReactNode } from 'react';

/** What each tag of a message becomes, given the text between its opening and closing tag ('' for `<name/>`). */
export type RichTags = Record<string, (content: string) => ReactNode>;

const TAG = /<(\w+)\/>|<(\w+)>(.*?)<\/\2>/gs;

/** The message's text with its tags rendered by `tags`; a tag `tags` does not name is shown as its text. */
export function richText(message: string, tags: RichTags): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(TAG)) {
    parts.push(message.slice(last, match.index));
    const name = match[1] ?? match[2];
    const content = match[3] ?? '';
    parts.push(<Fragment key={match.index}>{tags[name] ? tags[name](content) : content}</Fragment>);
    last = match.index + match[0].length;
  }
  parts.push(message.slice(last));
  return parts;
}

/** The tags of a message, by name (`['hotline', 'strong']`), for the catalog check. */
export function tagsOf(message: string): string[] {
  return [...message.matchAll(TAG)].map((match) => match[1] ?? match[2]).sort();
}
