/**
 * `npm run bench -- coding`: auto-coding. The accuracy of learned suggestions on held-out lines,
 * a rule's preview over a million bank lines, 500 active rules applied to 100,000 uncoded lines,
 * recoding 100,000 posted lines; each figure beside its target and the anchors' published limit,
 * in the JSON and in a table on stderr. BENCH_CODING_ONLY=apply,recode runs only those.
 */
import { Console } from 'node:console';
import type { ServerProcess } from '@ledgerdesk/server/testing';
import { benchCodingAccuracy } from './coding-accuracy.js';
import { benchCodingApply } from './coding-apply.js';
import { benchCodingPreview } from './coding-preview.js';
import { benchCodingRecode } from './coding-recode.js';

const ANCHORS = {
  preview: 'Firefly III: a rule preview shows at most 200 lines (#853)',
  apply: 'Firefly III: applying rules to many transactions times out at 300 s',
  recode: 'Xero: find and recode about 200 lines a batch, advisers only',
};

const only = (process.env.BENCH_CODING_ONLY ?? '').split(',').filter(Boolean);
const wanted = (name: string) => only.length === 0 || only.includes(name);

type Measured = { skipped?: string } & Record<string, unknown>;

const ms = (value: unknown) => (typeof value === 'number' ? `${value.toLocaleString('en')} ms` : 'not run');

function figures(r: { preview?: Measured; apply?: Measured; recode?: Measured }) {
  const previewP99 = (r.preview?.previewMs as { p99?: number } | undefined)?.p99;
  return [
    {
      figure: `preview, ${Number(r.preview?.lines ?? 0).toLocaleString('en')} bank lines (p99)`,
      measured: ms(previewP99),
      target: '≤ 1,000 ms, every line listed',
      anchor: ANCHORS.preview,
    },
    {
      figure: `apply ${Number(r.apply?.activeRules ?? 500)} active rules to ${Number(r.apply?.lines ?? 0).toLocaleString('en')} lines`,
      measured: `${ms(r.apply?.applyMs)}${r.apply?.linesPerSecond ? ` (${Number(r.apply.linesPerSecond).toLocaleString('en')} lines/s)` : ''}`,
      target: '≤ 10,000 ms, every entry posted',
      anchor: ANCHORS.apply,
    },
    {
      figure: `recode ${Number(r.recode?.recodedLines ?? 0).toLocaleString('en')} posted lines`,
      measured: `${ms(r.recode?.applyMs)}${r.recode?.summaryEqualsLines ? ', summary = lines' : ''}`,
      target: '≤ 10,000 ms, in one batch',
      anchor: ANCHORS.recode,
    },
  ];
}

export async function benchCoding(server: ServerProcess, databaseUrl: string | undefined) {
  const preview = wanted('preview') ? { ...(await benchCodingPreview(server, databaseUrl)), anchor: ANCHORS.preview } : undefined;
  const recode = wanted('recode') ? { ...(await benchCodingRecode(server, databaseUrl)), anchor: ANCHORS.recode } : undefined;
  const apply = wanted('apply') ? { ...(await benchCodingApply(server, databaseUrl)), anchor: ANCHORS.apply } : undefined;
  const table = figures({ preview, apply, recode });
  // stdout carries the JSON document alone.
  const stderr = new Console(process.stderr);
  stderr.log(`\nCoding figures (${databaseUrl ? 'PostgreSQL' : 'PGlite'}):`);
  stderr.table(table);
  return {
    suggestions: wanted('suggestions') ? await benchCodingAccuracy(databaseUrl) : undefined,
    preview,
    apply,
    recode,
    figures: table,
  };
}
