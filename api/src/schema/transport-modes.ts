import {
  createTransportMode,
  deleteTransportMode,
  listTransportModes,
  updateTransportMode,
} from '../services/transport-modes.service.ts';
import { builder, staffOnly } from './builder.ts';
import { deleteMutation, inputMutation, staffUpdateMutation } from './fields.ts';

const TransportModeType = builder.prismaObject('TransportMode', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    enabled: t.exposeBoolean('enabled'),
  }),
});

const TransportModeInput = builder.inputType('TransportModeInput', {
  fields: (t) => ({ code: t.string({ required: true }), name: t.string({ required: true }), enabled: t.boolean() }),
});
const TransportModeUpdateInput = builder.inputType('TransportModeUpdateInput', {
  fields: (t) => ({ name: t.string(), enabled: t.boolean() }),
});

builder.queryFields((t) => ({
  transportModes: t.field({ type: [TransportModeType], resolve: (_r, _a, ctx) => listTransportModes(ctx) }),
}));

inputMutation('createTransportMode', TransportModeType, TransportModeInput, createTransportMode, staffOnly);
staffUpdateMutation('updateTransportMode', TransportModeType, TransportModeUpdateInput, updateTransportMode);
deleteMutation('deleteTransportMode', deleteTransportMode, staffOnly);
