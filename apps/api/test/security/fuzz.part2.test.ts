/** The fuzzer, part 2 of 2 (fuzz-suite.ts): the second, fourth, sixth… routes of the OpenAPI document and their requests. */
import { fuzzPart } from './fuzz-suite.ts';

fuzzPart(1);
