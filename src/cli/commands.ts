/** Every `meterline` command. Modules add theirs here. */
import type { Command } from './command.js';
import { auditCommand } from './auditCommand.js';
import { billingCommands } from './billingCommands.js';
import { catalogCommands } from './catalogCommands.js';
import { dashboardCommands } from './dashboardCommands.js';
import { openApiCommand } from './openapiCommand.js';
import { platformCommands } from './platformCommands.js';

export const commands: Command[] = [...platformCommands, ...catalogCommands, auditCommand, ...billingCommands, ...dashboardCommands, openApiCommand];
