/**
 * Texts for the OpenAPI examples. Decorators run when the controllers are imported, before the database is
 * read, so the examples come from the content files through the lib's loader: the same words the seed stores.
 */
import { loadContentFiles } from '../../../../libs/numerology/src/content/load-content';
import { numerologyContentDir } from '../../../../libs/numerology/src/repository/content-dir';
import type { TextCatalog } from '../../../../libs/numerology/src/texts';

export const exampleTexts: TextCatalog = loadContentFiles(numerologyContentDir());
