/** The fuzzer, part 1 of 2 (fuzz-suite.ts): the first, third, fifth… routes of the OpenAPI document and their requests. */
import { fuzzPart } from './fuzz-suite.ts';

fuzzPart(0);
