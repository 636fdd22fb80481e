import { isLocale } from '@mathsteps/domain';
import { openClassPage } from '../accounts/pupils';
import type { Handler } from './context';

/** A class's sign-in page: its name, language and pupils' tiles, to anyone with its address. */
export const classPage: Handler<'class.page'> = async (input, { db }) => {
  const { found, pupils } = await openClassPage(db, input.classid);
  return {
    class: {
      name: found.name,
      grade: found.grade,
      locale: isLocale(found.locale) ? found.locale : 'en-US',
    },
    pupils,
  };
};
