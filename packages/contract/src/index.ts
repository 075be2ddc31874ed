export * from './common';
export * from './auth';
export * from './centers';
export * from './users';
export * from './students';
export * from './teachers';
export * from './ranking';
