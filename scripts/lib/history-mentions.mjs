// Comments and docs say why the code is as it is, in the present; the history of how it got there belongs to git. This
// finds the words that point into a tracker or a sequence of past work that the repository does not hold: "issue 19",
// "issues 16 and 18", "#16", "session 9", "the seventh step".
import ts from 'typescript';

const PATTERNS = [
  { name: 'an issue number', re: /\bissues?\s+#?\d+/i },
  { name: 'a tracker reference', re: /(?<![\w&/#-])#\d{1,4}\b/ },
  { name: 'a session of past work', re: /\bsessions?\s+#?\d+/i },
  // The report wizard has five steps: a sixth or later step is one of past work.
  { name: 'a numbered step of past work', re: /\b(sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)\s+step\b/i },
  { name: 'a numbered step of past work', re: /\bstep\s+\d+\s+of\s+(issue|the work)\b/i },
];

// What these words may still name: another project's tracker ("its issue #485", "pull request #3753") and the back
// office's own label of a person ("użytkownik #12").
const ALLOWED = /\b(its issue|pull request|użytkownik) #\d+/gi;

/** The first pattern a piece of text matches, or null. */
export function historyMention(text) {
  const rest = text.replace(ALLOWED, '');
  for (const { name, re } of PATTERNS) {
    const m = re.exec(rest);
    if (m) return { name, match: m[0] };
  }
  return null;
}

/** Every comment of a TypeScript or JavaScript source (JSX included), with its first line (1-based). */
export function commentsOf(fileName, text) {
  const kind = /\.[cm]?tsx$|\.jsx$/.test(fileName) ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Set();
  const comments = [];
  const take = (ranges) => {
    for (const r of ranges ?? []) {
      if (seen.has(r.pos)) continue;
      seen.add(r.pos);
      comments.push({ line: source.getLineAndCharacterOfPosition(r.pos).line + 1, text: text.slice(r.pos, r.end) });
    }
  };
  const visit = (node) => {
    take(ts.getLeadingCommentRanges(text, node.pos));
    take(ts.getTrailingCommentRanges(text, node.end));
    // `{/* … */}` in JSX: a container holding only a comment, which no node leads.
    if (ts.isJsxExpression(node)) {
      const inside = node.getStart(source) + 1;
      take(ts.getTrailingCommentRanges(text, inside));
      take(ts.getLeadingCommentRanges(text, inside));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  take(ts.getLeadingCommentRanges(text, source.endOfFileToken.pos));
  return comments;
}

/** The history mentions in a source file's comments, each with its line. */
export function sourceProblems(fileName, text) {
  const problems = [];
  for (const comment of commentsOf(fileName, text)) {
    comment.text.split('\n').forEach((line, i) => {
      const found = historyMention(line);
      if (found) problems.push({ line: comment.line + i, ...found });
    });
  }
  return problems;
}

/** The history mentions in a Markdown document, each with its line. */
export function docProblems(text) {
  const problems = [];
  text.split('\n').forEach((line, i) => {
    const found = historyMention(line);
    if (found) problems.push({ line: i + 1, ...found });
  });
  return problems;
}
