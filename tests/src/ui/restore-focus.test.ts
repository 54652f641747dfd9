import { getTabsterAttribute, RestorerTypes } from 'tabster';
import { RESTORE_FOCUS_TARGET } from '../../../src/ui/restore-focus';

it('is the attribute tabster gives a restore-focus target', () => {
  expect(RESTORE_FOCUS_TARGET).toEqual(getTabsterAttribute({ restorer: { type: RestorerTypes.Target } }));
});
