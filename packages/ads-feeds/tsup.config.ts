import { libraryConfig } from '@dealer/tsup-config';

export default libraryConfig();
