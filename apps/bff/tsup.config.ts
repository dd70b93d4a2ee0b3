import { libraryConfig } from '@dealer/tsup-config';

export default libraryConfig({ entry: ['src/main.ts', 'src/server.ts'], dts: false });
