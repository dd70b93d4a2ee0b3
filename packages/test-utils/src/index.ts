// One file per builder, each owned by the package whose type it builds.
export * from './search-response.js';
export * from './site.js';
export * from './vehicle.js';
