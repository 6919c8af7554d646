# Fits the leaf's weights (kWeights) to the winners of leafdump's games: a conditional logit,
# P(g wins) = exp(V_g) / sum_h exp(V_h) over the gangs at each turn's start, by Newton's method.
# A shop's price is tied to money, income is held at 0, the police at 0.3 and records at -0.002,
# as docs/ai.md says the pooled fit was. Needs numpy (Debian: python3-numpy).
#   python3 fit.py DUMP GAMES_FOR_TRAINING   (the later games are the held-out ones)
import numpy as np, sys
names=['money','shops','income','district','police','dead','jail','wounded','vamped','record','opp']
kW=np.array([0.0005,0.0005,0.0,2.0,0.3,-0.0036,-0.042,-0.18,-0.0005,-0.002,0.00012])
a=np.loadtxt(sys.argv[1])
ntrain=int(sys.argv[2])
key=a[:,0]*100000+a[:,5]*10+a[:,4]
order=np.lexsort((a[:,3],key)); a=a[order]; key=key[order]
_,inv=np.unique(key,return_inverse=True)
G=inv.max()+1
X=a[:,6:17].copy(); y=a[:,2]; n=a[:,0]
def loss(w,X,y,inv,G):
    z=X@w
    zmax=np.full(G,-1e300); np.maximum.at(zmax,inv,z)
    e=np.exp(z-zmax[inv]); S=np.zeros(G); np.add.at(S,inv,e)
    lp=z-zmax[inv]-np.log(S[inv])
    ysum=np.zeros(G); np.add.at(ysum,inv,y)
    return -np.sum(y*lp)/G
def fit(X,y,inv,G,fixed={},tie=False,iters=40):
    Xw=X.copy()
    if tie: Xw[:,0]=X[:,0]+X[:,1]; Xw[:,1]=0
    s=Xw.std(0); s[s==0]=1; Z=Xw/s
    w=np.zeros(X.shape[1]); free=np.ones(len(w),bool)
    if tie: free[1]=False
    for i,v in fixed.items(): free[i]=False; w[i]=v*s[i]
    for it in range(iters):
        z=Z@w
        zmax=np.full(G,-1e300); np.maximum.at(zmax,inv,z)
        e=np.exp(z-zmax[inv]); S=np.zeros(G); np.add.at(S,inv,e); p=e/S[inv]
        g=Z.T@(p-y)/G
        mZ=np.zeros((G,Z.shape[1])); np.add.at(mZ,inv,p[:,None]*Z)
        H=((Z*p[:,None]).T@Z - mZ.T@mZ)/G + 1e-8*np.eye(len(w))
        w[free]-=np.linalg.solve(H[np.ix_(free,free)],g[free])
    w=w/s
    if tie: w[1]=w[0]
    return w
tr=n<ntrain; te=~tr
def sub(mask):
    idx=np.where(mask)[0]; _,iv=np.unique(inv[idx],return_inverse=True); return X[idx],y[idx],iv,iv.max()+1
Xtr,ytr,itr,Gtr=sub(tr); Xte,yte,ite,Gte=sub(te)
print('groups',Gtr,Gte)
print('kWeights train %.4f test %.4f'%(loss(kW,Xtr,ytr,itr,Gtr),loss(kW,Xte,yte,ite,Gte)))
w=fit(Xtr,ytr,itr,Gtr,fixed={1:0,2:0.0,4:0.3,9:-0.002},tie=True)
print('tied: train %.4f test %.4f'%(loss(w,Xtr,ytr,itr,Gtr),loss(w,Xte,yte,ite,Gte)))
print(','.join('%.6g'%v for v in w)+',-0.0027')
for nm,a_,b_ in zip(names,kW,w): print('  %-9s %10.5g %10.5g'%(nm,a_,b_))
