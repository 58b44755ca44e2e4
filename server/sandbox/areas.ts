// Every area of the sandbox declared with the table kit (server/sandbox/table.ts). app.ts serves their calls,
// seed.ts creates, wipes and seeds their tables. One line per area.
import { accountSettingsArea } from "./account-settings.js";
import { adminArea } from "./admin.js";
import { configArea } from "./config.js";
import { contentArea } from "./content.js";
import { learningArea } from "./learning.js";
import { balanceArea, orgArea } from "./org.js";
import { volunteersArea } from "./volunteers.js";
import { solutionsArea } from "./solutions.js";
import { coverageArea } from "./coverage.js";
import { deviceExtrasArea } from "./device-extras.js";
import { operationsArea } from "./operations.js";
import { ossFilesArea } from "./oss-files.js";
import { systemArea } from "./system.js";
import type { SandboxArea } from "./table.js";

export const areas: readonly SandboxArea[] = [
  ossFilesArea,
  configArea,
  operationsArea,
  deviceExtrasArea,
  systemArea,
  accountSettingsArea,
  adminArea,
  contentArea,
  orgArea,
  balanceArea,
  learningArea,
  volunteersArea,
  solutionsArea,
  // Last: it reads the fleet, the volunteers and the calls the others seed (and its own PRNG stream leaves theirs).
  coverageArea,
];
