import type { WorkflowAction, WorkflowDefinition } from '../../generated/config-types';
import { PLATFORM_ROLES, ROLE_WILDCARDS } from '../../roles';
import { isWorkflowActionType, workflowActionTypes } from '../../workflows/action-registry';
import { pointer } from '../load-error';
import type { CheckContext, OfficeTypeCheck } from './check-context';

function knownRoles(context: CheckContext): Set<string> {
  return new Set([...PLATFORM_ROLES, ...ROLE_WILDCARDS, ...context.office.security.roles.map((role) => role.id)]);
}

function checkRole(context: CheckContext, roles: Set<string>, role: string, path: string): void {
  if (!roles.has(role)) context.report(path, `unknown role "${role}": not a platform role, not in security.roles, not * or team`);
}

function checkActions(context: CheckContext, roles: Set<string>, actions: readonly WorkflowAction[] | undefined, path: string): void {
  actions?.forEach((action, index) => {
    // The schema knows the action shapes; the registry must also implement each, or the machine could not run it.
    if (!isWorkflowActionType(action.type)) context.report(`${path}/${index}/type`, `unknown workflow action "${action.type}"; registered: ${workflowActionTypes.join(', ')}`);
    if (action.type === 'create_task') checkRole(context, roles, action.assignTo, `${path}/${index}/assignTo`);
    if (action.type === 'notify_user') checkRole(context, roles, action.role, `${path}/${index}/role`);
  });
}

// Whether the office declares any working time a working-hours SLA could count (a schema-valid file always has
// settings.scheduling.workingHours; a day whose hours open at or after they close counts nothing).
function hasWorkingTime(context: CheckContext): boolean {
  const hours = context.office.settings?.scheduling?.workingHours;
  if (!hours) return false;
  return hours.days.some((day) => {
    const { start, end } = hours.dayOverrides?.[day] ?? hours;
    return start < end;
  });
}

function reachable(workflow: WorkflowDefinition): Set<string> {
  const seen = new Set<string>([workflow.initialStage]);
  const queue: string[] = [workflow.initialStage];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const stage = workflow.stages.find((candidate) => candidate.id === next);
    for (const transition of stage?.transitions ?? []) {
      if (!seen.has(transition.to)) {
        seen.add(transition.to);
        queue.push(transition.to);
      }
    }
  }
  return seen;
}

function checkWorkflow(context: CheckContext, workflow: WorkflowDefinition, path: string): void {
  const roles = knownRoles(context);
  const stageIds = new Set<string>();
  workflow.stages.forEach((stage, index) => {
    if (stageIds.has(stage.id)) context.report(`${path}/stages/${index}/id`, `duplicate stage id "${stage.id}"`);
    stageIds.add(stage.id);
  });
  if (!stageIds.has(workflow.initialStage)) context.report(`${path}/initialStage`, `unknown stage "${workflow.initialStage}"`);
  const found = reachable(workflow);
  workflow.stages.forEach((stage, index) => {
    const at = `${path}/stages/${index}`;
    const transitions = stage.transitions ?? [];
    if (stage.final && transitions.length) context.report(`${at}/transitions`, `final stage "${stage.id}" cannot have transitions`);
    if (!stage.final && !transitions.length) context.report(at, `stage "${stage.id}" has no transitions; mark it final or add one`);
    if (!found.has(stage.id)) context.report(at, `stage "${stage.id}" cannot be reached from "${workflow.initialStage}"`);
    transitions.forEach((transition, transitionIndex) => {
      const tAt = `${at}/transitions/${transitionIndex}`;
      if (!stageIds.has(transition.to)) context.report(`${tAt}/to`, `unknown stage "${transition.to}"`);
      if (transition.to === stage.id) context.report(`${tAt}/to`, `stage "${stage.id}" cannot move to itself`);
      if (transitions.findIndex((other) => other.to === transition.to) !== transitionIndex) context.report(`${tAt}/to`, `duplicate transition to "${transition.to}"`);
      transition.approverRoles?.forEach((role, roleIndex) => checkRole(context, roles, role, `${tAt}/approverRoles/${roleIndex}`));
    });
    if (stage.sla?.reminderHours !== undefined && stage.sla.reminderHours >= stage.sla.hours) context.report(`${at}/sla/reminderHours`, `reminderHours (${stage.sla.reminderHours}) must be less than hours (${stage.sla.hours}): the reminder comes before the record falls due`);
    if (stage.sla?.clock === 'working' && !hasWorkingTime(context)) context.report(`${at}/sla/clock`, `stage "${stage.id}" counts working hours, but the office declares none (settings.scheduling.workingHours): declare them or use the wall clock`);
    checkActions(context, roles, stage.actions, `${at}/actions`);
  });
  workflow.triggers?.forEach((trigger, index) => checkActions(context, roles, trigger.actions, `${path}/triggers/${index}/actions`));
  const { permissions } = workflow;
  permissions.view.forEach((role, index) => checkRole(context, roles, role, `${path}/permissions/view/${index}`));
  permissions.edit.forEach((role, index) => checkRole(context, roles, role, `${path}/permissions/edit/${index}`));
  permissions.approve?.forEach((role, index) => checkRole(context, roles, role, `${path}/permissions/approve/${index}`));
  for (const kind of ['leave', 'enter'] as const) {
    for (const [stage, list] of Object.entries(permissions[kind] ?? {})) {
      const at = pointer(`${path}/permissions/${kind}`, stage);
      if (!stageIds.has(stage)) context.report(at, `unknown stage "${stage}"`);
      list.forEach((role, index) => checkRole(context, roles, role, `${at}/${index}`));
    }
  }
}

/** Every workflow is a sound stage graph whose roles exist; workflow ids are unique. */
export const checkWorkflows: OfficeTypeCheck = (context) => {
  const { workflows } = context.office;
  const all: [WorkflowDefinition, string][] = [
    [workflows.client, '/workflows/client'],
    [workflows.document, '/workflows/document'],
    ...(workflows.custom ?? []).map((workflow, index): [WorkflowDefinition, string] => [workflow, `/workflows/custom/${index}`]),
  ];
  const ids = new Set<string>();
  for (const [workflow, path] of all) {
    if (ids.has(workflow.id)) context.report(`${path}/id`, `duplicate workflow id "${workflow.id}"`);
    ids.add(workflow.id);
    checkWorkflow(context, workflow, path);
  }
};
