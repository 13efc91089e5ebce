// node --test — the profile summary of bench:profile.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ownerOf, summarise } from './profile-summary.mjs';

test('names the owner of a sampled function by package, part of Node or product folder', () => {
  assert.equal(ownerOf({ url: 'file:///w/node_modules/@nestjs/core/router/router-explorer.js', functionName: 'x' }), '@nestjs/core');
  assert.equal(ownerOf({ url: 'file:///w/node_modules/helmet/index.cjs', functionName: 'x' }), 'helmet');
  assert.equal(ownerOf({ url: 'node:_http_outgoing', functionName: 'write' }), 'node: _http_outgoing');
  assert.equal(ownerOf({ url: 'file:///w/backend/dist/common/prepared-body/send-feed.js', functionName: 'sendFeed' }), 'product: common/prepared-body');
  assert.equal(ownerOf({ url: '', functionName: '(garbage collector)' }), '(garbage collector)');
  assert.equal(ownerOf({ url: '', functionName: 'writev' }), 'native / V8');
});

test('shares count busy samples inside the window only', () => {
  const node = (id, url) => ({ id, callFrame: { url, functionName: url ? 'f' : '(idle)' } });
  const profile = {
    nodes: [node(1, 'node:fs'), node(2, 'file:///w/node_modules/express/lib/router.js'), node(3, '')],
    startTime: 0,
    endTime: 10_000_000,
    // One sample a second: 1 s … 10 s.
    samples: [2, 2, 1, 1, 3, 1, 2, 1, 1, 2],
    timeDeltas: Array(10).fill(1_000_000),
  };
  // From 8 s to 2 s before the end: the samples taken at 2 s … 8 s — express, fs, fs, idle, fs, express, fs.
  assert.deepEqual(summarise(profile, [8_000_000, 2_000_000]), [
    { owner: 'node: fs', share: 4 / 6 },
    { owner: 'express', share: 2 / 6 },
  ]);
  // Without a window, every busy sample: fs 5, express 4.
  assert.deepEqual(
    summarise(profile).map((o) => o.owner),
    ['node: fs', 'express'],
  );
});
