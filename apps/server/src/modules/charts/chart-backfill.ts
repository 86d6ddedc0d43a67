/**
 * Start-up step: every business without a chart (made before charts existed, or inserted
 * directly, as the demo seed does) gets its copy, all in one statement: its brand's template,
 * else the default system template. Afterwards the check is one cheap query.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { auditedWrite } from '../../platform/db/command.js';
import { findDefaultTemplate } from './charts.repo.js';

export async function backfillBusinessCharts(db: Db): Promise<number> {
  return auditedWrite(db, null, async (write) => {
    const tx = write.db;
    const fallback = await findDefaultTemplate(tx);
    if (!fallback) return 0;
    const result = await tx.execute(sql`
      with missing as (
        select b.id as business_id, b.name, coalesce(t.id, ${fallback.id}::uuid) as source
        from businesses b
        join clients c on c.id = b.client_id
        left join brands br on br.id = c.brand_id
        left join charts t on t.id = br.coa_template_id and t.kind in ('system', 'brand')
        where not exists (select 1 from charts ch where ch.business_id = b.id)
      ), made as (
        insert into charts (kind, name, business_id, source_chart_id)
        select 'business', name, business_id, source from missing
        on conflict (business_id) where business_id is not null do nothing
        returning id, source_chart_id
      ), copied as (
        insert into accounts (chart_id, code, name, type, subtype, tax_code, description, system_role, active, sort_order)
        select m.id, a.code, a.name, a.type, a.subtype, a.tax_code, a.description, a.system_role, a.active, a.sort_order
        from made m join accounts a on a.chart_id = m.source_chart_id
        returning 1
      ) select (select count(*) from made)::int as charts, (select count(*) from copied)::int as accounts`);
    const made = Number(result.rows[0]?.charts ?? 0);
    if (made > 0) {
      await write.audit({
        action: 'chart.backfilled',
        entity: 'chart',
        after: { charts: made, accounts: Number(result.rows[0]?.accounts ?? 0) },
      });
    }
    return made;
  });
}
