import numpy as np
src=open('/work/main/docs/measurements/gangsters-leaf-by-size/fit.py').read()
head=src[:src.index("w=fit(Xtr")]
exec(head.replace("sys.argv[1]","'d4h.txt'").replace("int(sys.argv[2])","480"))
kF=np.array([0.000346335,0.000346335,0.0,2.8585,0.3,-0.00422373,-0.0628785,-0.130733,-0.00183786,-0.002,7.90293e-05])
print('kWeightsFour test %.4f'%loss(kF,Xte,yte,ite,Gte))
for name,fx,tie in [('money 0, shops free',{0:0,2:0.0,4:0.3,9:-0.002},False),('untied all free',{2:0.0,4:0.3,9:-0.002},False),('money=shops=0.0001 fixed',{0:0.0001,1:0.0001,2:0.0,4:0.3,9:-0.002},False)]:
    w=fit(Xtr,ytr,itr,Gtr,fixed=fx,tie=tie)
    print(name,'train %.4f test %.4f'%(loss(w,Xtr,ytr,itr,Gtr),loss(w,Xte,yte,ite,Gte)))
    print(','.join('%.6g'%v for v in w)+',-0.0027')
