import { fuzzOpenApiOperations } from '../../test/openapi-fuzz';

// Every other operation of the OpenAPI document (the walk is in test/openapi-fuzz.ts, split in two files so
// that two workers share it).
fuzzOpenApiOperations(0, 2);
