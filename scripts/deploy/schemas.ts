/**
 * Kubernetes' own schemas, offline: kubernetes-models (4.x, the last line for Node 20) ships a validator compiled
 * from the Kubernetes OpenAPI definitions for every built-in kind, and @kubernetes-models/prometheus-operator the
 * same for the operator's CRDs. A kind deploy/ does not use yet must be added here: an unknown kind is refused
 * rather than passed unchecked. These schemas accept unknown fields; the project rules (rules.ts) read the fields
 * that matter by their exact names, so a misspelt probe or limit still fails.
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

const MODELS: ModelClass[] = [
  ConfigMap,
  Deployment,
  HorizontalPodAutoscaler,
  Ingress,
  Job,
  Namespace,
  NetworkPolicy,
  PodDisruptionBudget,
  Secret,
  Service,
  ServiceMonitor,
];
const BY_TYPE = new Map(MODELS.map((model) => [`${model.apiVersion} ${model.kind}`, model]));

/** kustomize's own file: not an API object, checked by the rules (every resource exists and is listed). */
export const isKustomization = (m: Manifest) => m.doc.kind === 'Kustomization';

/** Problems of one object against its kind's schema (types, required fields, formats such as quantities). */
export function schemaProblems(m: Manifest): string[] {
  const { apiVersion, kind } = m.doc;
  if (typeof apiVersion !== 'string' || typeof kind !== 'string') return [`${where(m)}: no apiVersion and kind`];
  const model = BY_TYPE.get(`${apiVersion} ${kind}`);
  if (!model) return [`${where(m)}: ${apiVersion} ${kind} is not a kind scripts/deploy/schemas.ts knows`];
  try {
    new model(m.doc as never).validate();
    return [];
  } catch (error) {
    return [`${where(m)}: schema: ${error instanceof Error ? error.message : String(error)}`];
  }
}
