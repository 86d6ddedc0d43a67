import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { services } from '../services/services.tables.js';

/** A white label: the name, logo and colour a client sees. */
export const brands = pgTable('brands', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  /** Storage key of the logo image. */
  logo: text('logo'),
  primaryColor: text('primary_color').notNull().default('#1c7ed6'),
  contactEmail: text('contact_email').notNull(),
  status: text('status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active'),
  /** The chart-of-accounts template new businesses of this brand start from (step 3). */
  coaTemplateId: uuid('coa_template_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const brandServices = pgTable(
  'brand_services',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.serviceId] })],
);
