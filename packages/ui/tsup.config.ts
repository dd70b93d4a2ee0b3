import { bundledLibraryConfig } from '@dealer/tsup-config';

export default bundledLibraryConfig({ external: ['react', 'react-dom', /^@dealer\//] });
