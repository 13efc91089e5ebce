// Runs first in every root npm script that starts a Node program. On a Node too old for the stack
// (argon2 crashes Node 20 with a bare "Segmentation fault"; nestjs-pino and typeorm refuse it) it
// says so on its first line, in Polish and English, with what to do, and exits 1: never a crash.
// The accepted versions are the root package.json's `engines.node`, read here: one place.
// Written in ES5 on purpose: a very old Node must be able to parse it to print the message.
// Seam for tests: NODE_VERSION_UNDER_TEST replaces process.version.
'use strict';

var fs = require('fs');
var path = require('path');

function parseVersion(text) {
  var m = /^v?(\d+)\.(\d+)\.(\d+)/.exec(String(text).trim());
  if (!m) throw new Error('not a version: ' + text);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

function compare(a, b) {
  for (var i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}

/** One comparator of a range: `>=x.y.z` or `^x.y.z` (the only forms engines.node uses here). */
function satisfiesPart(version, part) {
  var m = /^(>=|\^)\s*v?(\d+\.\d+\.\d+)$/.exec(part.trim());
  if (!m) throw new Error('unsupported engines.node part: ' + part);
  var floor = parseVersion(m[2]);
  if (compare(version, floor) < 0) return false;
  return m[1] === '>=' || version[0] === floor[0];
}

/** `range` is a list of comparators joined by `||`, e.g. `^22.13.0 || >=24.11.0`. */
function satisfies(versionText, range) {
  var version = parseVersion(versionText);
  return range.split('||').some(function (part) {
    return satisfiesPart(version, part);
  });
}

/** The lines to print for this version, or null when it can run the portal. */
function tooOldMessage(versionText, range) {
  if (satisfies(versionText, range)) return null;
  var v = 'v' + parseVersion(versionText).join('.');
  return [
    'Node.js ' + v + ' jest za stary dla portalu (potrzebny ' + range + ') / Node.js ' + v + ' is too old for the portal (needs ' + range + ').',
    'Co zrobić: uruchom `npm install` — instaluje Node 24 z npm (pakiet `node`), którego używa każdy skrypt npm — i powtórz polecenie; albo zainstaluj Node 24.',
    'What to do: run `npm install` — it installs Node 24 from npm (the `node` package), which every npm script uses — and repeat the command; or install Node 24.',
  ];
}

function requiredRange() {
  var pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
  return pkg.engines.node;
}

module.exports = { satisfies: satisfies, tooOldMessage: tooOldMessage, requiredRange: requiredRange };

if (require.main === module) {
  var lines = tooOldMessage(process.env.NODE_VERSION_UNDER_TEST || process.version, requiredRange());
  if (lines) {
    process.stderr.write(lines.join('\n') + '\n');
    process.exit(1);
  }
}
