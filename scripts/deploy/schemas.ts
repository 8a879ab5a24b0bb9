/**
 * Kubernetes' own schemas, offline: kubernetes-models (4.x, the last line for Node 20) ships a validator compiled
 * from the Kubernetes OpenAPI definitions for every built-in kind, and @kubernetes-models/prometheus-operator the
 * same for the operator's CRDs. A kind deploy/ does not use yet must be added here: an unknown kind is refused
 * rather than passed unchecked. These schemas accept unknown fields: fields.ts refuses those.
 */
import { ServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/ServiceMonitor';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';

import { type Manifest, where } from './manifests.ts';

type Validatable = { validate(): void };
type ModelClass = { apiVersion: string; kind: string; new (data: never): Validatable };

/** Each kind's model and the module that exports it (its interface, `I<kind>`, is checked by fields.ts). */
const MODELS: [ModelClass, string][] = [
  [ConfigMap, 'kubernetes-models/v1/ConfigMap'],
  [Deployment, 'kubernetes-models/apps/v1/Deployment'],
  [HorizontalPodAutoscaler, 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler'],
  [Ingress, 'kubernetes-models/networking.k8s.io/v1/Ingress'],
  [Job, 'kubernetes-models/batch/v1/Job'],
  [Namespace, 'kubernetes-models/v1/Namespace'],
  [NetworkPolicy, 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy'],
  [PodDisruptionBudget, 'kubernetes-models/policy/v1/PodDisruptionBudget'],
  [Secret, 'kubernetes-models/v1/Secret'],
  [Service, 'kubernetes-models/v1/Service'],
  [ServiceMonitor, '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/ServiceMonitor'],
];
const BY_TYPE = new Map(MODELS.map(([model, module]) => [`${model.apiVersion} ${model.kind}`, { model, module }]));

/** The TypeScript interface of a manifest's kind, as [module, name], for the unknown-field check. */
export function interfaceOf(m: Manifest): [string, string] | undefined {
  const known = BY_TYPE.get(`${String(m.doc.apiVersion)} ${String(m.doc.kind)}`);
  return known && [known.module, `I${known.model.kind}`];
}

/** kustomize's own file: not an API object, checked by the rules (every resource exists and is listed). */
export const isKustomization = (m: Manifest) => m.doc.kind === 'Kustomization';

/** Problems of one object against its kind's schema (types, required fields, formats such as quantities). */
export function schemaProblems(m: Manifest): string[] {
  const { apiVersion, kind } = m.doc;
  if (typeof apiVersion !== 'string' || typeof kind !== 'string') return [`${where(m)}: no apiVersion and kind`];
  const model = BY_TYPE.get(`${apiVersion} ${kind}`)?.model;
  if (!model) return [`${where(m)}: ${apiVersion} ${kind} is not a kind scripts/deploy/schemas.ts knows`];
  try {
    new model(m.doc as never).validate();
    return [];
  } catch (error) {
    return [`${where(m)}: schema: ${error instanceof Error ? error.message : String(error)}`];
  }
}
