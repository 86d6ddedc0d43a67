/** Shapes a business for the API: explicit fields, ISO dates, the ABN as stored (11 digits). */
import type { BusinessView } from './businesses.repo.js';
import type { BusinessDto } from './businesses.schema.js';

export function presentBusiness(row: BusinessView): BusinessDto {
  return {
    id: row.id,
    name: row.name,
    legalName: row.legalName,
    abn: row.abn,
    clientId: row.clientId,
    clientName: row.clientName,
    clientCode: row.clientCode,
    status: row.status,
    gstRegistered: row.gstRegistered,
    gstBasis: row.gstBasis,
    basFrequency: row.basFrequency,
    financialYearStartMonth: row.financialYearStartMonth,
    lockDate: row.lockDate,
    caseManagers: row.caseManagers.map((m) => ({ id: m.id, name: m.name })),
    createdAt: row.createdAt.toISOString(),
  };
}
