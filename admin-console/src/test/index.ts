/** What the console's tests share: fixtures, a gateway reply and the tool's providers. Tests only. */
export { employeeFixture } from './employee-fixture.ts';
export { fanProfileFixture } from './fan-profile-fixture.ts';
export { inTool } from './in-tool.ts';
export { jsonResponse } from './json-response.ts';
export { valueOf } from './value-of.ts';
