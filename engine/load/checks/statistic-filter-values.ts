import client from '../../../schemas/client.schema.json';

const { management, leadStatus } = client.properties;

/**
 * The values a statistic tile's filter may compare a field with, where the field holds one of a known set
 * (schemas/client.schema.json, which the server's columns check too). Fields not listed take any value.
 */
export const STATISTIC_FILTER_VALUES: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  clients: {
    status: management.properties.status.enum,
    priority: management.properties.priority.enum,
  },
  leads: {
    status: leadStatus.enum,
    priority: management.properties.priority.enum,
  },
};

