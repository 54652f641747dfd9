// Reading a listing lot generically: the schema's cells name the fields they show, and every page
// type's lot (cars, bikes, machinery) has an id, a lot number, a maker and a model.
import type { PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import type { ListingLot } from '../../api/listing';

export const lotField = (lot: object, field: string): unknown => (lot as Readonly<Record<string, unknown>>)[field];

/** The detail route of the lot's page type with its id: /car-auctions/123. */
export const lotDetailHref = (schema: PageTypeSchema, lotId: string): string =>
  schema.detail.route.replace(':id', encodeURIComponent(lotId));

/** 'Toyota Prius': how a lot is named to people (link names, image text). */
export const lotTitle = (lot: ListingLot): string => [lot.maker, lot.model].filter(Boolean).join(' ');

export const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
