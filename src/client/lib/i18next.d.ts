import 'i18next';
import type { Catalog } from '../../shared/i18n/catalogs';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalog };
  }
}
