// Filled in by the package that owns this fixture's type.
export {};
