import { PGlite } from '@electric-sql/pglite';
const pg = await PGlite.create();
await pg.exec(`create unlogged table s (stage_id bigint not null, seq int not null, row_number int not null, fan_id text, failed boolean not null, record text, primary key (stage_id, seq))`);
const N = 50000, B = 2000;
const rec = JSON.stringify({row:2,fanId:'20000001',status:'Active',name:'Harbor Point Logistics 1',friendlyName:'Harbor Point Perks 1',onlExpStatus:'Active',contractType:'Corporate Responsibility User',agreementType:'Standard',liabilityType:'CRU',affinityTags:['GOV','TECH'],contactName:'Rae Okafor 1',contactEmail:'rae.okafor1@harbor-point.example',workPhone:'214.555.0147',waivedActivationFees:true,waivedUpgradeFees:false,serviceDiscount:{discountType:'SERVICE',discountVal:{amount:20,amountType:'PERCENT'}},accessoryDiscount:null});
let s = performance.now();
for (let i = 0; i < N; i += B) {
  const seq=[],row=[],id=[],f=[];
  for (let j=i;j<i+B;j++){seq.push(j);row.push(j+2);id.push(String(20000000+j));f.push(false);}
  await pg.query('insert into s select 1, *, null from unnest($1::int[],$2::int[],$3::text[],$4::boolean[])',[seq,row,id,f]);
}
console.log('insert no record', performance.now()-s);
await pg.query('delete from s');
s = performance.now();
for (let i = 0; i < N; i += B) {
  let text = '';
  for (let j=i;j<i+B;j++){ text += `2\t${j}\t${j+2}\t${20000000+j}\tf\t${rec.replace(/\\/g,'\\\\')}\n`; }
  await pg.query("copy s from '/dev/blob'", [], { blob: new Blob([text]) });
}
console.log('copy', performance.now()-s);
s = performance.now();
for (let i = 0; i < N; i += B) {
  const seq=[],row=[],id=[],f=[],r=[];
  for (let j=i;j<i+B;j++){seq.push(j);row.push(j+2);id.push(String(20000000+j));f.push(false);r.push(rec);}
  await pg.query('insert into s select 3, * from unnest($1::int[],$2::int[],$3::text[],$4::boolean[],$5::text[])',[seq,row,id,f,r]);
}
console.log('insert unnest', performance.now()-s);
s = performance.now();
for (let i = 0; i < N; i += B) {
  const r=[];
  for (let j=i;j<i+B;j++){r.push({q:j,r:j+2,i:String(20000000+j),f:false,d:rec});}
  await pg.query('insert into s select 4, q, r, i, f, d from json_to_recordset($1::json) as x(q int, r int, i text, f boolean, d text)',[JSON.stringify(r)]);
}
console.log('insert json', performance.now()-s);
s = performance.now();
let after=-1, n=0;
for(;;){ const {rows} = await pg.query('select seq, fan_id, record from s where stage_id=2 and seq > $1 order by seq limit 2000',[after]); if(!rows.length)break; n+=rows.length; after=rows.at(-1).seq; }
console.log('read back', performance.now()-s, n);
s = performance.now();
after=-1; n=0;
for(;;){ const {rows} = await pg.query("select seq, fan_id from s where stage_id=2 and seq > $1 order by seq limit 2000",[after]); if(!rows.length)break; n+=rows.length; after=rows.at(-1).seq; }
console.log('read back no rec', performance.now()-s, n);
s = performance.now();
after=-1; n=0;
for(;;){ const {rows} = await pg.query("select json_agg(x)::text j, max(seq) m from (select seq, fan_id, record from s where stage_id=2 and seq > $1 order by seq limit 2000) x",[after]); if(rows[0].m===null)break; n+=JSON.parse(rows[0].j).length; after=rows[0].m; }
console.log('read back json_agg', performance.now()-s, n);
