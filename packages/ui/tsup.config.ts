import { libraryConfig } from '@dealer/tsup-config';

export default libraryConfig({ external: ['react', 'react-dom', /^@dealer\//] });
