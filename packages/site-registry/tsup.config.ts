import { libraryConfig } from '@dealer/tsup-config';

// esnext keeps the import attributes of src/demo/sites.ts (`with { type: 'json' }`): the demo registry is
// the repository's sites/*.json, read where they are (es2023 output would drop the attribute Node needs).
export default libraryConfig({ target: 'esnext' });
