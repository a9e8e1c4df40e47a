/**
 * JSON schemas in kubeconform's layout, made offline from the API's own definitions (what
 * openapi2jsonschema makes for the kubernetes-json-schema registry): one standalone file per kind,
 * references inlined, descriptions dropped, and strict (an object with declared properties accepts
 * no others, so a misspelt field fails).
 */
type Schema = { [key: string]: unknown };
type Swagger = { definitions: Record<string, Schema> };
type GroupVersionKind = { group: string; version: string; kind: string };

const INT_OR_STRING = { oneOf: [{ type: 'string' }, { type: 'integer' }] };
const QUANTITY = { oneOf: [{ type: 'string' }, { type: 'number' }] };
const SPECIAL: Record<string, Schema> = {
  'io.k8s.apimachinery.pkg.util.intstr.IntOrString': INT_OR_STRING,
  'io.k8s.apimachinery.pkg.api.resource.Quantity': QUANTITY,
};

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Copies a schema with `transform` applied to every sub-schema, children first. */
function mapSchema(schema: unknown, transform: (node: Schema) => Schema): unknown {
  if (Array.isArray(schema)) return schema.map((item) => mapSchema(item, transform));
  if (!isSchema(schema)) return schema;
  const copy: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'description') continue;
    // `properties` maps names to schemas; `enum`/`default`/`example` hold data, not schemas.
    if (key === 'enum' || key === 'default' || key === 'example') copy[key] = value;
    else if (key === 'properties' && isSchema(value)) copy[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, mapSchema(sub, transform)]));
    else copy[key] = mapSchema(value, transform);
  }
  return transform(copy);
}

/**
 * An optional field may be null: the API server reads null as unset, and charts render unset values
 * as null (openapi2jsonschema's schemas allow it the same way).
 */
function nullableOptionals(node: Schema): Schema {
  if (!isSchema(node.properties)) return node;
  const required = new Set(Array.isArray(node.required) ? node.required : []);
  const properties = Object.fromEntries(Object.entries(node.properties).map(([name, sub]) => {
    if (required.has(name) || !isSchema(sub)) return [name, sub];
    if (typeof sub.type === 'string') return [name, { ...sub, type: [sub.type, 'null'] }];
    if (Array.isArray(sub.oneOf)) return [name, { ...sub, oneOf: [...sub.oneOf, { type: 'null' }] }];
    return [name, sub];
  }));
  return { ...node, properties };
}

/** No undeclared fields where the schema declares its fields (and does not keep unknown ones). */
function strict(node: Schema): Schema {
  const declares = isSchema(node.properties) && Object.keys(node.properties).length > 0;
  if (declares && node.additionalProperties === undefined && node['x-kubernetes-preserve-unknown-fields'] !== true) {
    return { ...node, additionalProperties: false };
  }
  return node;
}

function inline(swagger: Swagger, name: string, stack: string[]): unknown {
  if (SPECIAL[name]) return SPECIAL[name];
  // A recursive definition (JSONSchemaProps) accepts anything below its first level.
  if (stack.includes(name)) return {};
  const resolve = (schema: unknown): unknown => {
    if (Array.isArray(schema)) return schema.map(resolve);
    if (!isSchema(schema)) return schema;
    if (typeof schema.$ref === 'string') return inline(swagger, schema.$ref.replace('#/definitions/', ''), [...stack, name]);
    const out: Schema = {};
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'properties' && isSchema(value)) out[key] = Object.fromEntries(Object.entries(value).map(([prop, sub]) => [prop, resolve(sub)]));
      else if (key === 'enum' || key === 'default') out[key] = value;
      else out[key] = resolve(value);
    }
    return out.format === 'int-or-string' ? INT_OR_STRING : out;
  };
  const definition = swagger.definitions[name];
  if (!definition) throw new Error(`swagger.json has no definition ${name}`);
  return resolve(definition);
}

/** kubeconform's file name for a kind: `deployment-apps-v1.json`, `service-v1.json`. */
export function kindFileName({ group, version, kind }: GroupVersionKind): string {
  const groupPart = group ? `-${group.split('.')[0]}` : '';
  return `${kind.toLowerCase()}${groupPart}-${version}.json`;
}

/** Every kind of the Kubernetes API (swagger.json of k8s.io/kubernetes), by file name. */
export function kubernetesSchemas(swagger: Swagger): Map<string, unknown> {
  const files = new Map<string, unknown>();
  for (const [name, definition] of Object.entries(swagger.definitions)) {
    const kinds = definition['x-kubernetes-group-version-kind'];
    // Options types (DeleteOptions, WatchEvent) list every group; they are no resource of their own.
    if (!Array.isArray(kinds) || kinds.length !== 1) continue;
    const schema = mapSchema(inline(swagger, name, []), (node) => nullableOptionals(strict(node))) as Schema;
    files.set(kindFileName(kinds[0] as GroupVersionKind), { ...schema, $schema: 'http://json-schema.org/draft-04/schema#' });
  }
  return files;
}

/** A CustomResourceDefinition's versions as `<group>/<kind>_<version>.json` (e.g. CloudNativePG's Cluster). */
export function crdSchemas(crd: Schema): Map<string, unknown> {
  const spec = crd.spec as { group: string; names: { kind: string }; versions: { name: string; schema?: { openAPIV3Schema: Schema } }[] };
  const files = new Map<string, unknown>();
  for (const version of spec.versions) {
    if (!version.schema) continue;
    const schema = mapSchema(version.schema.openAPIV3Schema, (node) => {
      const typed = node['x-kubernetes-int-or-string'] === true ? { ...node, ...INT_OR_STRING, type: undefined } : node;
      if (typed.nullable === true && typeof typed.type === 'string') return strict({ ...typed, type: [typed.type, 'null'] });
      return strict(typed);
    });
    files.set(`${spec.group}/${spec.names.kind.toLowerCase()}_${version.name}.json`, schema);
  }
  return files;
}
