import inputs from '../../../schemas/simulation-inputs.schema.json';

// The shapes of the calculations' inputs, from their one source, schemas/simulation-inputs.schema.json (which an office
// type's simulation templates and the engine's types read too), with its references put in place for a route's body.
// The schema holds types and outer sizes only: spec 2 §5's rules are the engine's checks, which speak its messages.

const { maritalStatus, planInputs, completeInput, coverInput } = inputs.definitions;
const plan = { ...planInputs, title: undefined };

/** POST /complete and /enhanced-complete: a complete simulation's inputs. */
export const completeInputSchema = {
  ...completeInput,
  title: undefined,
  properties: {
    ...completeInput.properties,
    maritalStatus,
    pension: { ...plan, description: completeInput.properties.pension.description },
    hishtalmut: { ...plan, description: completeInput.properties.hishtalmut.description },
  },
};

/** POST /disability and /survivors. */
export const coverInputSchema = { ...coverInput, title: undefined, properties: { ...coverInput.properties, maritalStatus } };
