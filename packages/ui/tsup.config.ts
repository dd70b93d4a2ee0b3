import { componentLibraryConfig } from '@dealer/tsup-config';

// One dist file per component module, so an app that imports one <CarCard> bundles the car modules,
// not the lead forms and their zod schemas.
export default componentLibraryConfig({ external: ['react', 'react-dom', /^@dealer\//] });
