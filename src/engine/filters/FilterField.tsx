import type { FilterDef, PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import type { ListState } from '../../../shared/list/list-params';
import { filterRegistry } from './filter-registry';
import type { ApplyFilter } from './use-filter-change';

interface FilterFieldProps {
  schema: PageTypeSchema;
  def: FilterDef;
  state: ListState;
  apply: ApplyFilter;
  mobile?: boolean;
}

/** One filter of a schema, rendered by the control its kind is registered with. */
export function FilterField({ schema, def, state, apply, mobile }: FilterFieldProps) {
  const Control = filterRegistry.get(def.kind, def);
  return <Control schema={schema} def={def} state={state} mobile={mobile} onValue={(value) => apply(def.id, value)} />;
}
